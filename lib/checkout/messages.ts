// What the customer reads when something goes wrong; one wording per situation across the storefront.
export const CHECKOUT_MESSAGES = {
  checkDetails: 'Please check the highlighted details.',
  unavailable:
    'Ticketing is unavailable right now, and nothing was charged. Please try again in a moment.',
  expired: 'Your reservation expired or was already used. Reserve again to continue.',
  unconfirmed:
    'We could not reach ticketing to confirm your purchase. Try again: you will not be charged twice.',
  wallet:
    'This order cannot be paid for right now, and nothing was charged. Please try again later.',
  eventGone: 'This event is no longer on sale.',
  noCheckout: 'You have no tickets reserved. Choose your tickets again.',
  rejected:
    'Ticketing did not accept this order, and nothing was charged. Check your details and try again.',
  continueInNewTab:
    'Your browser does not let this page hold tickets inside another site. Continue in a new tab: your choice comes with you.',
  crossSite: 'This request did not come from this shop, so it was refused.',
  paymentUnavailable:
    'We could not reach the payment provider, and nothing was charged. Please try again in a moment.',
  paymentDeclined:
    'Your payment was declined, and nothing was charged. Your tickets are still held: you can try again.',
  recordsUnavailable:
    'We could not record this just now, and nothing was charged. Please try again in a moment.',
  mustPay: 'This order has a price: pay for it to get your tickets.',
  promoNotCharged: 'Nothing was charged: remove the code to pay the full price, or apply another.',
  changed:
    'Your checkout changed in another tab or window. This is what is held for you now: check it before you pay.',
  paymentCancelled:
    'You cancelled the payment, and nothing was charged. Your order is still held with your details: you can pay again before the time runs out.',
  paymentUnfinished:
    'Your payment was not completed. Your tickets are still held: you can pay again. Should the first payment go through after all, only one is kept and the other refunded in full.',
} as const;
