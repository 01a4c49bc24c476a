/* Tickets embed: turns <div data-tickets-event="ID"> and <div data-tickets-organiser="ID"> into frames of the shop this script came from. */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  // Only the shop that served this script may talk to it; it is also where the frames point.
  var shop = new URL(script.src).origin;
  // [dataset name, frame path, frame title, the shop's own page when this site may not frame it]
  var KINDS = [
    ['ticketsEvent', '/embed/events/', 'Tickets', '/events/'],
    ['ticketsOrganiser', '/embed/organisers/', 'Upcoming events', '/events'],
  ];
  var frames = [];
  // A reloaded order page reports its purchase again; the host hears of each order once per page view.
  var reported = {};
  var framing;

  /** Whether the shop lets this site frame it, asked once per page: { allowed, merchant }, or null when unknown. */
  function askFraming() {
    if (!framing) {
      framing =
        typeof fetch === 'function'
          ? fetch(shop + '/embed/framing?parent=' + encodeURIComponent(location.origin), {
              credentials: 'omit',
            })
              .then(function (response) {
                return response.ok ? response.json() : null;
              })
              .catch(function () {
                return null;
              })
          : Promise.resolve(null);
    }
    return framing;
  }

  function frameUrl(path, id) {
    var url = new URL(path + encodeURIComponent(id), shop);
    url.searchParams.set('parent', location.origin);
    new URLSearchParams(location.search).forEach(function (value, name) {
      // The campaign's labels, and a campaign link's promo code, which the frame's checkout applies.
      if (name.indexOf('utm_') === 0 || name === 'code') url.searchParams.set(name, value);
    });
    return url.href;
  }

  /** A site the shop does not list gets a plain link to buy on the shop itself, instead of a frame the browser refuses. */
  function insertLink(host, kind, merchant) {
    var link = document.createElement('a');
    link.href = new URL(
      kind[3] + (kind[3].slice(-1) === '/' ? encodeURIComponent(host.dataset[kind[0]]) : ''),
      shop,
    ).href;
    link.textContent = 'Buy on ' + merchant;
    link.style.cssText =
      'display:inline-block;padding:12px 20px;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none;';
    host.textContent = '';
    host.appendChild(link);
  }

  function insertFrame(host, kind) {
    var frame = document.createElement('iframe');
    frame.src = frameUrl(kind[1], host.dataset[kind[0]]);
    frame.title = host.dataset.ticketsTitle || kind[2];
    frame.loading = 'lazy';
    frame.style.cssText = 'display:block;width:100%;min-height:200px;height:480px;border:0;';
    frame.addEventListener('load', function () {
      frame.contentWindow.postMessage({ type: 'tickets:measure' }, shop);
    });
    frames.push({ frame: frame, host: host });
    // The snippet's own link (for readers without scripts) gives way to the frame.
    host.textContent = '';
    host.appendChild(frame);
  }

  function insert(host, kind) {
    return askFraming().then(function (answer) {
      if (answer && answer.allowed === false && typeof answer.merchant === 'string')
        insertLink(host, kind, answer.merchant);
      else insertFrame(host, kind);
    });
  }

  /** Brings a point of the frame (offset px below its top) to the top of the screen, only when it is out of view. */
  function bringIntoView(frame, offset) {
    var top = frame.getBoundingClientRect().top + offset;
    if (top >= 0 && top <= window.innerHeight - 48) return;
    var still = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollBy({ top: top - 8, behavior: still ? 'auto' : 'smooth' });
  }

  function scan() {
    KINDS.forEach(function (kind) {
      var selector =
        '[data-' + kind[0].replace(/[A-Z]/g, '-$&').toLowerCase() + ']:not([data-tickets-ready])';
      document.querySelectorAll(selector).forEach(function (host) {
        host.setAttribute('data-tickets-ready', '');
        if (!('IntersectionObserver' in window)) return insert(host, kind);
        // Frames far below the fold are made only as the reader comes near them.
        var watcher = new IntersectionObserver(
          function (entries) {
            if (
              !entries.some(function (entry) {
                return entry.isIntersecting;
              })
            )
              return;
            watcher.disconnect();
            insert(host, kind);
          },
          { rootMargin: '300px' },
        );
        watcher.observe(host);
      });
    });
  }

  var valid = function (n) {
    return typeof n === 'number' && n >= 0 && n < 100000;
  };

  window.addEventListener('message', function (event) {
    if (event.origin !== shop) return;
    var data = event.data || {};
    var match = frames.filter(function (entry) {
      return entry.frame.contentWindow === event.source;
    })[0];
    if (!match) return;
    if (data.type === 'tickets:height' && valid(data.height)) {
      match.frame.style.height = Math.ceil(data.height) + 'px';
    } else if (data.type === 'tickets:show' && valid(data.offset)) {
      bringIntoView(match.frame, data.offset);
    } else if (data.type === 'tickets:order-completed' && typeof data.orderId === 'string') {
      if (reported[data.orderId]) return;
      reported[data.orderId] = true;
      match.host.dispatchEvent(
        new CustomEvent('tickets:order-completed', {
          bubbles: true,
          detail: {
            orderId: data.orderId,
            amount: Number(data.amount),
            currency: String(data.currency),
          },
        }),
      );
    }
  });

  window.ticketsEmbed = { scan: scan };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  else scan();
})();
