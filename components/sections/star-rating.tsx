import { Star } from '@/components/ui/lucide';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars with the rating spelled out for screen readers. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={label}>
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={star <= rating ? 'size-4 fill-accent text-accent' : 'size-4 text-line'}
        />
      ))}
    </p>
  );
}
