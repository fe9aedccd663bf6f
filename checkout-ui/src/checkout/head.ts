/** Writes the page's social metadata and structured data into <head> (one tag each, replaced on change). */
export function setMeta(tags: Record<string, string>): void {
  for (const [key, content] of Object.entries(tags)) {
    const attribute = key.startsWith('og:') ? 'property' : 'name';
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute(attribute, key);
      document.head.appendChild(tag);
    }
    tag.content = content;
  }
}

export function setStructuredData(data: Record<string, unknown> | null): void {
  let script = document.getElementById('checkout-jsonld');
  if (!data) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.id = 'checkout-jsonld';
    script.setAttribute('type', 'application/ld+json');
    document.head.appendChild(script);
  }
  script.textContent = JSON.stringify(data);
}
