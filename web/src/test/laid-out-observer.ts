// A browser's ResizeObserver as a component meets it in jsdom (which lays nothing out): the first callback comes
// once, after the next layout (here: the next task), with no entries.
export class LaidOutObserver {
  private readonly callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
  }
  observe(): void {
    setTimeout(() => this.callback([], this as unknown as ResizeObserver), 0);
  }
  unobserve(): void {}
  disconnect(): void {}
}
