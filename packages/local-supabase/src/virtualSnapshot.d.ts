/** The stories' database snapshot's address (snapshotPlugin.ts). */
declare module 'virtual:local-supabase-snapshot' {
  const url: string;
  export default url;
}
