// Types of ico.mjs, for its tests.
export function packIco(images: { size: number; png: Buffer }[]): Buffer;
