import type { Subscription } from '../ports/eventStore.ts';

/** The subscriptions an event store has handed out and not yet seen stopped, so that closing the store stops them all. */
export class OpenSubscriptions {
  private readonly open = new Set<Subscription>();

  /** Remembers `subscription`; what the caller gets forgets it again when stopped. */
  track(subscription: Subscription): Subscription {
    this.open.add(subscription);
    return {
      stop: async () => {
        this.open.delete(subscription);
        await subscription.stop();
      },
    };
  }

  async stopAll(): Promise<void> {
    const all = [...this.open];
    this.open.clear();
    await Promise.all(all.map((subscription) => subscription.stop()));
  }
}
