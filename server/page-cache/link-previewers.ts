// Crawlers and link previewers that read a page's HTML without running its scripts: Next gives them the page with its metadata in the head, and the page cache leaves them to it.

/**
 * Next's own default list, named here so that Next (`htmlLimitedBots` in next.config.ts) and the page cache
 * agree: a cached page is one rendered for a browser, its metadata streamed; these get theirs rendered per request.
 */
export const LINK_PREVIEWERS =
  /[\w-]+-Google|Google-[\w-]+|Chrome-Lighthouse|Slurp|DuckDuckBot|baiduspider|yandex|sogou|bitlybot|tumblr|vkShare|quora link preview|redditbot|ia_archiver|Bingbot|BingPreview|applebot|facebookexternalhit|facebookcatalog|Twitterbot|LinkedInBot|Slackbot|Discordbot|WhatsApp|SkypeUriPreview|Yeti|googleweblight/i;
