import type { CacheRegistry } from '../cache/cache-registry';
import type { BalanceChanges } from '../services/balance-cache';
import type { SessionRevocations } from '../services/session-cache';

/**
 * What one server instance tells the others so their memory stays true to the database: a cache tag
 * an operator write invalidated, or a session that ended, or a chat room that has a new message. On PostgreSQL it travels by NOTIFY
 * (postgres-notifier.ts); one PGlite process needs no bus at all.
 */
export type InstanceMessage =
  | { kind: 'tag'; tag: string }
  | { kind: 'session'; tokenHash: string }
  /** A chat room has a new message: its open streams look now (services/chat-bell.ts). */
  | { kind: 'chat'; roomId: number }
  /** These members' money moved: their kept balances drop (services/balance-cache.ts). */
  | { kind: 'balances'; memberIds: number[] };

export interface InstanceListener {
  message(message: InstanceMessage): void;
  /** Messages may have been lost (the listening connection dropped): forget everything kept. */
  missed(): void;
}

export interface InstanceBus {
  /** Sends to every other instance (not back to this one). Never throws: a lost send is logged. */
  publish(message: InstanceMessage): void;
  listen(listener: InstanceListener): void;
  /** Resolves once everything published so far has been handed on (an answer waits for it). */
  settled(): Promise<void>;
}

/**
 * The platform's cache registry as the other instances see it: a tag invalidated here is
 * invalidated there too, and a tag they invalidate drops here. Lost messages clear every cache, so
 * a missed invalidation costs some reloads, never a stale answer kept.
 */
export function sharedCaches(local: CacheRegistry, bus: InstanceBus): CacheRegistry {
  bus.listen({
    message(message) {
      if (message.kind === 'tag') local.invalidateTag(message.tag);
    },
    missed: () => local.clear(),
  });
  return {
    create: (name, maxEntries) => local.create(name, maxEntries),
    invalidateTag(tag) {
      local.invalidateTag(tag);
      bus.publish({ kind: 'tag', tag });
    },
    clear: () => local.clear(),
    sizes: () => local.sizes(),
    get generation() {
      return local.generation;
    },
  };
}

/** Logouts over the bus, for the session cache. */
export function busRevocations(bus: InstanceBus): SessionRevocations {
  return {
    publish: (tokenHash) => bus.publish({ kind: 'session', tokenHash }),
    subscribe(onRevoked) {
      bus.listen({
        message(message) {
          if (message.kind === 'session') onRevoked(message.tokenHash);
        },
        // The session cache lives in the registry, which sharedCaches clears.
        missed: () => undefined,
      });
    },
  };
}

/** Balance movements over the bus, for the balance cache. */
export function busBalanceChanges(bus: InstanceBus): BalanceChanges {
  return {
    publish: (memberIds) => bus.publish({ kind: 'balances', memberIds: [...memberIds] }),
    subscribe(onChanged) {
      bus.listen({
        message(message) {
          if (message.kind !== 'balances' || !Array.isArray(message.memberIds)) return;
          onChanged(message.memberIds.filter((id) => Number.isSafeInteger(id)));
        },
        // The balance cache lives in the registry, which sharedCaches clears.
        missed: () => undefined,
      });
    },
  };
}
