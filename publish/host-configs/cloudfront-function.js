// CloudFront Function (runtime cloudfront-js-2.0), viewer request, on the distribution's default
// behavior. The bucket is private and reached through Origin Access Control, so S3 serves objects
// by exact key and knows no index documents: this maps each page URL to its file, as every other
// host does. "/servicios/" is served from "servicios/index.html"; "/servicios" answers 301 to
// "/servicios/" (the canonical URL, the one every link and the sitemap use), query kept; a path
// whose last segment has a dot is a file and passes as it is; a hidden path answers 404, and so
// does a path that begins with two slashes or a backslash, percent-encoded or not ("//evil.example/x"):
// its redirect would be a Location to another host. Plain ES5: the file is deployed as written
// (build/postbuild/__tests__/cloudfront-function.test.ts runs this same text).
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  // Hidden files (the deploy's manifest, an upload's temporary name) answer 404, as on every other
  // host; /.well-known/ stays reachable.
  if (/\/\.(?!well-known\/)/.test(uri)) return { statusCode: 404, statusDescription: 'Not Found' };
  // No page URL begins so; a browser reads "//host" and "/\host" as another host's address.
  if (/^\/(\/|\\|%2f|%5c)/i.test(uri)) return { statusCode: 404, statusDescription: 'Not Found' };
  if (uri.charAt(uri.length - 1) === '/') {
    request.uri = uri + 'index.html';
    return request;
  }
  var name = uri.substring(uri.lastIndexOf('/') + 1);
  if (name.indexOf('.') !== -1) return request;
  var query = [];
  var params = request.querystring || {};
  for (var key in params) {
    var param = params[key];
    var values = param.multiValue ? param.multiValue : [param];
    for (var i = 0; i < values.length; i++)
      query.push(values[i].value === '' ? key : key + '=' + values[i].value);
  }
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: uri + '/' + (query.length ? '?' + query.join('&') : '') } },
  };
}
