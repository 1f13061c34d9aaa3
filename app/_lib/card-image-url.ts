/** The URL the site serves a card image file under (see app/card-images/[file]/route.ts). */
export function cardImageUrl(image: string): string {
  return `/card-images/${encodeURIComponent(image)}`;
}
