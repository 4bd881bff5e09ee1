import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

/** A page's frame, scheduler and visibility, driven by hand. */
function fakePage({ visibility = 'visible', postTask = true } = {}) {
  const frames: (() => void)[] = [];
  const background: (() => void)[] = [];
  vi.stubGlobal('document', { visibilityState: visibility });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  if (postTask)
    vi.stubGlobal('scheduler', {
      postTask: (task: () => void, options: { priority: string }) => {
        expect(options.priority).toBe('background');
        background.push(task);
        return Promise.resolve();
      },
    });
  return {
    frame: () => {
      for (const callback of frames.splice(0)) callback();
    },
    idle: () => {
      for (const task of background.splice(0)) task();
    },
  };
}

describe('afterPaint: work nothing on screen waits for, after the first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs after the next frame, at background priority, once', () => {
    const page = fakePage();
    const task = vi.fn();
    afterPaint(task);
    page.frame();
    expect(task).not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the frame in a visible tab even when the first render takes longer than 50 ms', () => {
    const page = fakePage();
    const task = vi.fn();
    afterPaint(task);
    vi.advanceTimersByTime(400);
    expect(task).not.toHaveBeenCalled();
    page.frame();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('still runs when a visible tab draws no frame, after a second', () => {
    fakePage();
    const task = vi.fn();
    afterPaint(task);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after 50 ms in a hidden tab, which draws no frame', () => {
    fakePage({ visibility: 'hidden' });
    const task = vi.fn();
    afterPaint(task);
    vi.advanceTimersByTime(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to the next task where the browser has no scheduler.postTask', () => {
    const page = fakePage({ postTask: false });
    const task = vi.fn();
    afterPaint(task);
    page.frame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
