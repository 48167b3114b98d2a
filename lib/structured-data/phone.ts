/** A phone number in E.164 ("+523115550147"), whatever spacing or punctuation it was written with. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15)
    throw new Error(`Teléfono no válido para E.164: "${phone}"`);
  return `+${digits}`;
}
