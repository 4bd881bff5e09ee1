import type { InstanceBus } from '../instances/instance-bus';

/**
 * Wakes the open streams of a room when a message is stored, here and (through the instance bus,
 * PostgreSQL NOTIFY) on the other instances of the database. A stream also looks again every few
 * seconds on its own, so a lost notification delays a message and never loses it.
 */
export interface ChatBell {
  ring(roomId: number): void;
  /** Resolves when the room rings, after `ms`, or when `signal` aborts. */
  wait(roomId: number, ms: number, signal: AbortSignal): Promise<void>;
}

export function createChatBell(deps: { bus?: InstanceBus | undefined }): ChatBell {
  const { bus } = deps;
  const waiting = new Map<number, Set<() => void>>();

  function wake(roomId: number): void {
    const wakers = waiting.get(roomId);
    if (!wakers) return;
    waiting.delete(roomId);
    for (const waker of wakers) waker();
  }

  bus?.listen({
    message(message) {
      if (message.kind === 'chat') wake(message.roomId);
    },
    // Notifications were lost: every stream looks again now.
    missed() {
      for (const roomId of [...waiting.keys()]) wake(roomId);
    },
  });

  return {
    ring(roomId) {
      wake(roomId);
      bus?.publish({ kind: 'chat', roomId });
    },
    wait(roomId, ms, signal) {
      return new Promise<void>((resolve) => {
        if (signal.aborted) return resolve();
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          waiting.get(roomId)?.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        signal.addEventListener('abort', done, { once: true });
        let wakers = waiting.get(roomId);
        if (!wakers) {
          wakers = new Set();
          waiting.set(roomId, wakers);
        }
        wakers.add(done);
      });
    },
  };
}
