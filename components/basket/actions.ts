// Stand-in for the basket's server action until the basket itself is merged: it adds nothing and says so.
'use server';

export type BasketAddState = null | { ok: false; message: string };

export async function addToBasket(previous: BasketAddState, form: FormData): Promise<BasketAddState> {
  void previous;
  void form;
  return { ok: false, message: 'The basket is not open yet.' };
}
