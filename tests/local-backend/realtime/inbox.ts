/**
 * Collects callback arguments; `next` waits for a matching one, `noneBefore` asserts that nothing
 * matching arrived ahead of a sentinel.
 */
export class Inbox<T = Record<string, unknown>> {
  readonly items: T[] = [];
  #waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  readonly push = (item: T): void => {
    this.items.push(item);
    for (const waiter of [...this.#waiters]) {
      if (!waiter.match(item)) continue;
      this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
      waiter.resolve(item);
    }
  };

  next(match: (item: T) => boolean = () => true, timeoutMs = 3000): Promise<T> {
    const found = this.items.find(match);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`nothing matching arrived within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.#waiters.push({
        match,
        resolve: (item) => (clearTimeout(timer), resolve(item)),
      });
    });
  }

  /**
   * Waits for the sentinel (something the test caused after the action under check) and fails if
   * anything matching arrived before it. A subscriber gets what it may see in the order it
   * happened (delivery-order.test.ts), so what has not come by the sentinel never will: silence
   * is proven without sleeping.
   */
  async noneBefore(
    sentinel: (item: T) => boolean,
    match: (item: T) => boolean = () => true,
  ): Promise<void> {
    const mark = this.items.indexOf(await this.next(sentinel));
    const found = this.items.slice(0, mark).filter(match);
    if (found.length > 0)
      throw new Error(
        `unexpected before the sentinel: ${JSON.stringify(found)}`,
      );
  }
}
