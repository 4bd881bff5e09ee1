/** How far each key moves the piece, in puzzle pixels; Shift moves further for a quicker trip. */
export function sliderKeyStep(key: string, shift: boolean, travel: number): number | 'start' | 'end' | null {
  const small = shift ? 10 : 2;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return small;
    case 'ArrowLeft':
    case 'ArrowDown':
      return -small;
    case 'PageUp':
      return Math.max(20, Math.round(travel / 10));
    case 'PageDown':
      return -Math.max(20, Math.round(travel / 10));
    case 'Home':
      return 'start';
    case 'End':
      return 'end';
    default:
      return null;
  }
}
