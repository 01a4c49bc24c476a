// The messages an embed's frame and embed.js exchange through postMessage (public/embed.js uses the same type names).
export const EMBED_MESSAGE = {
  /** Frame → host: the frame's document height in CSS pixels. */
  height: 'tickets:height',
  /**
   * Frame → host: a new step (a page, an error) begins `offset` CSS pixels below the frame's top; the host scrolls
   * it into view when it is off screen.
   */
  show: 'tickets:show',
  /** Frame → host: a purchase finished inside the frame. */
  orderCompleted: 'tickets:order-completed',
  /** Host → frame: please send the height again (after the host resized the frame's width). */
  measure: 'tickets:measure',
} as const;

/** What the host page hears of a purchase: an opaque id (stable per order, it opens nothing), never the reference. */
export interface OrderCompletedDetail {
  orderId: string;
  /** The amount paid, in naira. */
  amount: number;
  currency: string;
}
