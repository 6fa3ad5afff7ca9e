/** A star rating read as "Rated 5 out of 5 stars"; the stars are characters, not images. */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${max} stars`} className="stars">
      {'★'.repeat(rating)}
      {'☆'.repeat(max - rating)}
    </span>
  );
}
