/** Reading what the forms wrote, as the team would: the backend's REST API with the service-role key. */
import { inject } from 'vitest';
import './context.ts';

export async function readRows<Row = Record<string, unknown>>(table: string, filter: string): Promise<Row[]> {
  const key = inject('serviceRoleKey');
  const response = await fetch(`${inject('backendUrl')}/rest/v1/${table}?select=*&${filter}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  if (!response.ok) throw new Error(`Reading ${table}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Row[];
}

export const eq = (column: string, value: string) => `${column}=eq.${encodeURIComponent(value)}`;

/** A unique address per run, so reruns against a kept database would still start clean. */
export const uniqueEmail = (tag: string) =>
  `e2e.${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
