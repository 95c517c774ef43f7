/**
 * Makes everything on the page inert except the given elements (and their ancestors): what a modal needs
 * around it, so that neither Tab, a click nor a screen reader reaches the page behind. Elements that were
 * inert before stay so. Returns the function that gives the page back.
 */
export function inertOutside(...keep: Element[]): () => void {
  const made: HTMLElement[] = []
  const kept = (element: Element) => keep.some((k) => element === k || element.contains(k))
  for (const element of keep) {
    for (
      let child: Element = element;
      child.parentElement && child !== document.body;
      child = child.parentElement
    ) {
      for (const sibling of Array.from(child.parentElement.children)) {
        if (!(sibling instanceof HTMLElement) || kept(sibling) || sibling.inert || made.includes(sibling))
          continue
        sibling.inert = true
        made.push(sibling)
      }
    }
  }
  return () => {
    for (const element of made) element.inert = false
  }
}
