/**
 * An e-mail address that may break only after its '@', never inside a word (at 390 px a break
 * anywhere can leave a lone "m" on its own line in the contact card).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
