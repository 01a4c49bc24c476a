/* Tickets embed: turns <div data-tickets-event="ID"> and <div data-tickets-organiser="ID"> into frames of the shop this script came from. */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  // Only the shop that served this script may talk to it; it is also where the frames point.
  var shop = new URL(script.src).origin;
  var KINDS = [
    ['ticketsEvent', '/embed/events/', 'Tickets'],
    ['ticketsOrganiser', '/embed/organisers/', 'Upcoming events'],
  ];
  var frames = [];
  // A reloaded order page reports its purchase again; the host hears of each order once per page view.
  var reported = {};

  function frameUrl(path, id) {
    var url = new URL(path + encodeURIComponent(id), shop);
    url.searchParams.set('parent', location.origin);
    new URLSearchParams(location.search).forEach(function (value, name) {
      if (name.indexOf('utm_') === 0) url.searchParams.set(name, value);
    });
    return url.href;
  }

  function insert(host, kind) {
    var frame = document.createElement('iframe');
    frame.src = frameUrl(kind[1], host.dataset[kind[0]]);
    frame.title = host.dataset.ticketsTitle || kind[2];
    frame.loading = 'lazy';
    frame.style.cssText = 'display:block;width:100%;min-height:200px;height:480px;border:0;';
    frame.addEventListener('load', function () {
      frame.contentWindow.postMessage({ type: 'tickets:measure' }, shop);
    });
    frames.push({ frame: frame, host: host });
    host.appendChild(frame);
  }

  function scan() {
    KINDS.forEach(function (kind) {
      var selector = '[data-' + kind[0].replace(/[A-Z]/g, '-$&').toLowerCase() + ']:not([data-tickets-ready])';
      document.querySelectorAll(selector).forEach(function (host) {
        host.setAttribute('data-tickets-ready', '');
        if (!('IntersectionObserver' in window)) return insert(host, kind);
        // Frames far below the fold are made only as the reader comes near them.
        var watcher = new IntersectionObserver(
          function (entries) {
            if (!entries.some(function (entry) { return entry.isIntersecting; })) return;
            watcher.disconnect();
            insert(host, kind);
          },
          { rootMargin: '300px' }
        );
        watcher.observe(host);
      });
    });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== shop) return;
    var data = event.data || {};
    var match = frames.filter(function (entry) { return entry.frame.contentWindow === event.source; })[0];
    if (!match) return;
    if (data.type === 'tickets:height' && typeof data.height === 'number' && data.height >= 0 && data.height < 100000) {
      match.frame.style.height = Math.ceil(data.height) + 'px';
    } else if (data.type === 'tickets:order-completed' && typeof data.orderId === 'string') {
      if (reported[data.orderId]) return;
      reported[data.orderId] = true;
      match.host.dispatchEvent(
        new CustomEvent('tickets:order-completed', {
          bubbles: true,
          detail: { orderId: data.orderId, amount: Number(data.amount), currency: String(data.currency) },
        })
      );
    }
  });

  window.ticketsEmbed = { scan: scan };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  else scan();
})();
