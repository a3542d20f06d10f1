/** A request as Decap sends it to its backend through the local editor's API: POST, JSON, the page's editor key. */
export const editorApiRequest = (url: string, editorKey: string, action: string, params: object) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Editor-Key': editorKey },
    body: JSON.stringify({ action, params }),
  });
