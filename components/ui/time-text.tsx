/** A clock time as the schedules write it ("10:00 AM"). */
const TIME = /(\d{1,2}:\d{2}\s[AP]M)/;

/**
 * Text with every clock time kept on one line: without it Firefox breaks
 * "10:00 AM" between the time and "AM". The text itself is unchanged.
 */
export function TimeText({ text }: { text: string }) {
  return text.split(TIME).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
