import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue';

describe('serial queue (image decoding one at a time)', () => {
  it('runs queued tasks one after another, in order, past a failure', async () => {
    const enqueue = createSerialQueue();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task =
      (n: number, fail = false) =>
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        order.push(n);
        running -= 1;
        if (fail) throw new Error(`task ${n}`);
        return n;
      };
    const results = await Promise.allSettled([
      enqueue(task(1)),
      enqueue(task(2, true)),
      enqueue(task(3)),
      enqueue(task(4)),
    ]);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
  });

  it('refuses a task that would wait behind the bound, and takes tasks again once it drains', async () => {
    const full = new Error('full');
    const enqueue = createSerialQueue({ maxWaiting: 2, whenFull: () => full });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      await gate;
      return n;
    };
    // One running and two waiting: the queue is full.
    const accepted = [enqueue(task(1)), enqueue(task(2)), enqueue(task(3))];
    await expect(enqueue(task(4))).rejects.toBe(full);
    release();
    expect(await Promise.all(accepted)).toEqual([1, 2, 3]);
    expect(await enqueue(task(5))).toBe(5);
    expect(started).toEqual([1, 2, 3, 5]);
  });
});
