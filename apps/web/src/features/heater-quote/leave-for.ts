/** Sends the browser to another site's page (VNPay's), leaving the app; a test stands in for it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
