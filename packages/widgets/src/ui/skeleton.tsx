export const skeletonCss = `
.lk-skeleton {
  display: block; border-radius: var(--lk-radius-sm);
  background: linear-gradient(90deg, var(--lk-surface-2) 25%, var(--lk-border) 50%, var(--lk-surface-2) 75%);
  background-size: 200% 100%; animation: lk-shimmer 1.4s ease-in-out infinite;
}
@keyframes lk-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
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
