/** What the built-in demo game posts to the lobby that framed it. */
export type FrameMessage = { type: 'close' } | { type: 'balance' };

/**
 * Reads a `message` event from the game frame: only from the launch URL's origin (any other page
 * could post anything), only the two kinds the demo game sends. Null for everything else.
 */
export function frameMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  launchUrl: string,
): FrameMessage | null {
  let origin: string;
  try {
    origin = new URL(launchUrl).origin;
  } catch {
    return null;
  }
  if (event.origin !== origin) return null;
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'lobbykit:close-game') return { type: 'close' };
  if (type === 'lobbykit:balance') return { type: 'balance' };
  return null;
}
