-- The stories' way back to their snapshot (storyBackend.ts): every row of every table and every sequence's position,
-- kept beside them when the snapshot is taken, and put back in one call when a story has written. Starting a new
-- PGlite from the snapshot's files takes about half a second; this takes a few milliseconds. For the stories' snapshot
-- only: nothing else creates these functions.

create table local_meta.snapshot_tables (relation regclass primary key, copy text not null, columns text not null);
create table local_meta.snapshot_sequences (sequence regclass primary key, last_value bigint not null, is_called boolean not null);

create function local_meta.take_snapshot() returns void language plpgsql as $$
declare
  kept record;
begin
  for kept in
    select c.oid::regclass as relation, 'rows_' || c.oid as copy,
      (select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
       from pg_attribute a
       where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'local_meta')
  loop
    execute format('create table local_meta.%I as select %s from %s', kept.copy, kept.columns, kept.relation);
    insert into local_meta.snapshot_tables values (kept.relation, kept.copy, kept.columns);
  end loop;
  for kept in
    select c.oid::regclass as sequence
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'local_meta')
  loop
    execute format('insert into local_meta.snapshot_sequences select %L::regclass, last_value, is_called from %s', kept.sequence, kept.sequence);
  end loop;
end $$;

-- Triggers stay quiet while the rows go back (they were applied when the rows were first written).
create function local_meta.restore_snapshot() returns void language plpgsql as $$
declare
  kept record;
begin
  set local session_replication_role = replica;
  execute (select 'truncate ' || string_agg(relation::text, ', ') from local_meta.snapshot_tables);
  for kept in select * from local_meta.snapshot_tables loop
    execute format('insert into %s (%s) overriding system value select %s from local_meta.%I', kept.relation, kept.columns, kept.columns, kept.copy);
  end loop;
  for kept in select * from local_meta.snapshot_sequences loop
    perform setval(kept.sequence, kept.last_value, kept.is_called);
  end loop;
end $$;
