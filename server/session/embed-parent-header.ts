// How a page knows it is in an embed's frame: the proxy names the embedding site in a request header. The session
// reads it (a framed checkout keeps a partitioned cookie), and so do the embeds (server/embed/embed-parent.ts).

/**
 * The request header through which the proxy tells pages they are in an embed's frame, naming the embedding
 * origin (already checked against EMBED_ALLOWED_ORIGINS). A client's own header of that name is dropped.
 */
export const EMBED_PARENT_HEADER = 'x-tickets-embed-parent';
