/**
 * Changes the address bar without a navigation, keeping the history entry's state. Next.js keeps its router tree in
 * that state, and a page's first effects run before Next.js patches `history.replaceState`: writing `null` there
 * wiped the tree, so the router's next look at the history rebuilt the page from the server and remounted it (an
 * opened `/simulate?…&run=1` link then aborted its run and started it again).
 */
export function replaceAddress(url: string): void {
  window.history.replaceState(window.history.state, '', url);
}
