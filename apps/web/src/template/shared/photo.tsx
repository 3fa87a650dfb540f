/** A square picture beside what names it (a face by a name): decorative, so its alt is empty. */
export function Photo({ src, size, className }: { src: string; size: number; className?: string }) {
  return <img src={src} alt="" width={size} height={size} className={className} />;
}
