/** A left click with no modifier key: a link's own behaviour (new tab, new window) is not wanted. */
export function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
