// What every sample page shares: reporting what the user did to the site's /__events log.
(function () {
  const variant = location.pathname.startsWith('/v2/') ? 'v2' : 'v1';
  window.fw = {
    variant: variant,
    /** The same page in the current variant: fw.link('results.html') → /v2/results.html under v2. */
    link: function (path) { return (variant === 'v2' ? '/v2/' : '/') + path; },
    report: function (type, data) {
      const body = JSON.stringify({page: document.body.dataset.page || location.pathname, type: type,
        variant: variant, data: data || {}});
      return fetch('/__events', {method: 'POST', body: body, keepalive: true,
        headers: {'Content-Type': 'application/json'}}).catch(function () {});
    }
  };
})();
