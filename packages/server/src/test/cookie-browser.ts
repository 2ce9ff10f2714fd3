/**
 * A browser as far as redirects and cookies go, for flows that cross hosts (single sign-on):
 * one cookie jar per origin, redirects followed by hand so that a test can stop at any hop or
 * change a URL on the way. Paths and expiry dates of cookies are not modelled, Max-Age=0 is.
 */
export class CookieBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  /** The cookie `name` this browser holds for `origin`. */
  cookie(origin: string, name: string): string | undefined {
    return this.jars.get(new URL(origin).origin)?.get(name);
  }

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.jars.get(target.origin) ?? new Map<string, string>();
    this.jars.set(target.origin, jar);
    const headers = new Headers(init.headers);
    if (jar.size > 0) {
      headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await fetch(target, { ...init, headers, redirect: "manual" });
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf("="));
      const cleared = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (cleared || pair.endsWith("=")) jar.delete(name);
      else jar.set(name, pair.slice(name.length + 1));
    }
    return response;
  }

  /** Where a redirect points, made absolute; throws when the response is not a redirect. */
  static locationOf(response: Response, from: string | URL): URL {
    const location = response.headers.get("location");
    if (response.status < 300 || response.status > 399 || location === null) {
      throw new Error(`expected a redirect from ${from}, got ${response.status}`);
    }
    return new URL(location, from);
  }

  /**
   * GETs `url` and follows redirects while `keepGoing` says so; returns the last response and
   * the URL it answered (the first one `keepGoing` refused, or a page that is no redirect).
   */
  async follow(
    url: string | URL,
    keepGoing: (next: URL) => boolean = () => true,
  ): Promise<{ url: URL; response: Response }> {
    let current = new URL(url);
    for (let hops = 0; hops < 20; hops += 1) {
      const response = await this.request(current);
      if (response.status < 300 || response.status > 399) return { url: current, response };
      const next = CookieBrowser.locationOf(response, current);
      if (!keepGoing(next)) return { url: next, response };
      current = next;
    }
    throw new Error(`more than 20 redirects from ${url}`);
  }
}
