/**
 * The shimmer is a band moved by `transform`, which the compositor animates on its own: the old
 * `background-position` shimmer made the main thread repaint the page every frame while a home page
 * loaded (bench/RESULTS.md, Lighthouse).
 */
export const skeletonCss = `
.lk-skeleton {
  display: block; position: relative; overflow: hidden; border-radius: var(--lk-radius-sm);
  background: var(--lk-surface-2);
}
.lk-skeleton::after {
  content: ''; position: absolute; inset: 0; transform: translateX(-100%);
  background: linear-gradient(90deg, transparent, var(--lk-border), transparent);
  animation: lk-shimmer 1.4s ease-in-out infinite;
}
@keyframes lk-shimmer { to { transform: translateX(100%); } }
@media (prefers-reduced-motion: reduce) { .lk-skeleton::after { animation: none; opacity: 0; } }
`;

interface SkeletonProps {
  width?: string;
  height?: string;
  round?: boolean;
}

/** A placeholder in the shape of the content it stands for, so loading never jumps the layout. */
export function Skeleton({ width = '100%', height = '16px', round = false }: SkeletonProps) {
  return (
    <span
      className="lk-skeleton"
      aria-hidden="true"
      style={{ width, height, borderRadius: round ? '999px' : undefined }}
    />
  );
}
