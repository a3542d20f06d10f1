import type { RpcClient } from '../../supabase/functions/_shared/outbox.ts';

/** supabase-js's rpc() in a few lines of fetch, for Node scripts that need nothing else of it. */
export function restRpcClient(url: string, key: string): RpcClient {
  return {
    async rpc(name, args) {
      try {
        const response = await fetch(`${url}/rest/v1/rpc/${name}`, {
          method: 'POST',
          headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(args),
        });
        const text = await response.text();
        if (!response.ok) return { data: null, error: { message: `${response.status} ${text}` } };
        return { data: text ? (JSON.parse(text) as unknown) : null, error: null };
      } catch (error) {
        return { data: null, error: { message: error instanceof Error ? error.message : String(error) } };
      }
    },
  };
}
