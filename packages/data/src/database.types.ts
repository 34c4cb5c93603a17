// Generated from supabase/migrations by scripts/db-types.ts (`pnpm db:types`). Do not edit.
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      article_versions: {
        Row: {
          article_id: string
          category: Database["public"]["Enums"]["article_category"]
          content: string | null
          excerpt: string | null
          number: number
          restores: number | null
          saved_at: string
          saved_by: string | null
          saved_by_email: string | null
          slug: string
          thumbnail_url: string | null
          title: string
        }
        Insert: {
          article_id: string
          category: Database["public"]["Enums"]["article_category"]
          content?: string | null
          excerpt?: string | null
          number: number
          restores?: number | null
          saved_at?: string
          saved_by?: string | null
          saved_by_email?: string | null
          slug: string
          thumbnail_url?: string | null
          title: string
        }
        Update: {
          article_id?: string
          category?: Database["public"]["Enums"]["article_category"]
          content?: string | null
          excerpt?: string | null
          number?: number
          restores?: number | null
          saved_at?: string
          saved_by?: string | null
          saved_by_email?: string | null
          slug?: string
          thumbnail_url?: string | null
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "article_versions_article_id_fkey"
            columns: ["article_id"]
            referencedRelation: "articles"
            referencedColumns: ["id"]
          },
        ]
      }
      articles: {
        Row: {
          category: Database["public"]["Enums"]["article_category"]
          content: string | null
          created_at: string
          excerpt: string | null
          featured: boolean
          id: string
          published_at: string | null
          scheduled_for: string | null
          search_text: string | null
          slug: string
          status: Database["public"]["Enums"]["article_status"]
          thumbnail_url: string | null
          title: string
        }
        Insert: {
          category?: Database["public"]["Enums"]["article_category"]
          content?: string | null
          created_at?: string
          excerpt?: string | null
          featured?: boolean
          id?: string
          published_at?: string | null
          scheduled_for?: string | null
          search_text?: never
          slug: string
          status?: Database["public"]["Enums"]["article_status"]
          thumbnail_url?: string | null
          title: string
        }
        Update: {
          category?: Database["public"]["Enums"]["article_category"]
          content?: string | null
          created_at?: string
          excerpt?: string | null
          featured?: boolean
          id?: string
          published_at?: string | null
          scheduled_for?: string | null
          search_text?: never
          slug?: string
          status?: Database["public"]["Enums"]["article_status"]
          thumbnail_url?: string | null
          title?: string
        }
        Relationships: []
      }
      content_documents: {
        Row: {
          draft: NonNullable<Json>
          key: string
          kind: string
          placeholders: NonNullable<Json>
          revision: number
          title: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          draft: NonNullable<Json>
          key: string
          kind: string
          placeholders?: NonNullable<Json>
          revision?: number
          title: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          draft?: NonNullable<Json>
          key?: string
          kind?: string
          placeholders?: NonNullable<Json>
          revision?: number
          title?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "content_documents_kind_fkey"
            columns: ["kind"]
            referencedRelation: "content_schemas"
            referencedColumns: ["kind"]
          },
        ]
      }
      content_schemas: {
        Row: {
          kind: string
          schema: NonNullable<Json>
        }
        Insert: {
          kind: string
          schema: NonNullable<Json>
        }
        Update: {
          kind?: string
          schema?: NonNullable<Json>
        }
        Relationships: []
      }
      content_versions: {
        Row: {
          data: NonNullable<Json>
          document_key: string
          live_at: string
          number: number
          published_at: string
          published_by: string | null
          published_by_email: string | null
          restores: number | null
        }
        Insert: {
          data: NonNullable<Json>
          document_key: string
          live_at?: string
          number: number
          published_at?: string
          published_by?: string | null
          published_by_email?: string | null
          restores?: number | null
        }
        Update: {
          data?: NonNullable<Json>
          document_key?: string
          live_at?: string
          number?: number
          published_at?: string
          published_by?: string | null
          published_by_email?: string | null
          restores?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "content_versions_document_key_fkey"
            columns: ["document_key"]
            referencedRelation: "content_documents"
            referencedColumns: ["key"]
          },
        ]
      }
      event_registrations: {
        Row: {
          attended: boolean | null
          client_hash: string | null
          created_at: string
          event_id: string
          id: string
          lead_id: string
          people: number
          promoted_at: string | null
          pupil_class: string | null
          reminded_at: string | null
          state: Database["public"]["Enums"]["registration_state"]
          state_changed_at: string
        }
        Insert: {
          attended?: boolean | null
          client_hash?: string | null
          created_at?: string
          event_id: string
          id?: string
          lead_id: string
          people: number
          promoted_at?: string | null
          pupil_class?: string | null
          reminded_at?: string | null
          state: Database["public"]["Enums"]["registration_state"]
          state_changed_at?: string
        }
        Update: {
          attended?: boolean | null
          client_hash?: string | null
          created_at?: string
          event_id?: string
          id?: string
          lead_id?: string
          people?: number
          promoted_at?: string | null
          pupil_class?: string | null
          reminded_at?: string | null
          state?: Database["public"]["Enums"]["registration_state"]
          state_changed_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "event_registrations_event_id_fkey"
            columns: ["event_id"]
            referencedRelation: "events"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "event_registrations_lead_id_fkey"
            columns: ["lead_id"]
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      event_versions: {
        Row: {
          address: string | null
          audience: Database["public"]["Enums"]["event_audience"]
          city: string | null
          description: string
          event_id: string
          number: number
          online_url: string | null
          restores: number | null
          saved_at: string
          saved_by: string | null
          saved_by_email: string | null
          title: string
        }
        Insert: {
          address?: string | null
          audience: Database["public"]["Enums"]["event_audience"]
          city?: string | null
          description: string
          event_id: string
          number: number
          online_url?: string | null
          restores?: number | null
          saved_at?: string
          saved_by?: string | null
          saved_by_email?: string | null
          title: string
        }
        Update: {
          address?: string | null
          audience?: Database["public"]["Enums"]["event_audience"]
          city?: string | null
          description?: string
          event_id?: string
          number?: number
          online_url?: string | null
          restores?: number | null
          saved_at?: string
          saved_by?: string | null
          saved_by_email?: string | null
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "event_versions_event_id_fkey"
            columns: ["event_id"]
            referencedRelation: "events"
            referencedColumns: ["id"]
          },
        ]
      }
      events: {
        Row: {
          address: string | null
          audience: Database["public"]["Enums"]["event_audience"]
          city: string | null
          created_at: string
          description: string
          ends_at: string
          id: string
          online_url: string | null
          previous_starts_at: string | null
          published: boolean
          registration_open: boolean
          seats: number
          starts_at: string
          status: Database["public"]["Enums"]["event_status"]
          title: string
          updated_at: string
        }
        Insert: {
          address?: string | null
          audience: Database["public"]["Enums"]["event_audience"]
          city?: string | null
          created_at?: string
          description?: string
          ends_at: string
          id?: string
          online_url?: string | null
          previous_starts_at?: string | null
          published?: boolean
          registration_open?: boolean
          seats: number
          starts_at: string
          status?: Database["public"]["Enums"]["event_status"]
          title: string
          updated_at?: string
        }
        Update: {
          address?: string | null
          audience?: Database["public"]["Enums"]["event_audience"]
          city?: string | null
          created_at?: string
          description?: string
          ends_at?: string
          id?: string
          online_url?: string | null
          previous_starts_at?: string | null
          published?: boolean
          registration_open?: boolean
          seats?: number
          starts_at?: string
          status?: Database["public"]["Enums"]["event_status"]
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      leads: {
        Row: {
          ad_consent: boolean | null
          ad_consent_at: string | null
          attribution_known: boolean
          company_name: string | null
          created_at: string
          email: string
          fbclid: string | null
          first_contact_at: string | null
          first_name: string
          gclid: string | null
          id: string
          landing_page: string | null
          last_name: string
          lead_source: Database["public"]["Enums"]["lead_source"]
          note: string | null
          notice_version: string | null
          phone: string
          referrer: string | null
          search_text: string | null
          status: Database["public"]["Enums"]["lead_status"]
          status_changed_at: string | null
          status_changed_by: string | null
          submission_id: string
          utm_campaign: string | null
          utm_content: string | null
          utm_medium: string | null
          utm_source: string | null
          utm_term: string | null
        }
        Insert: {
          ad_consent?: boolean | null
          ad_consent_at?: string | null
          attribution_known?: boolean
          company_name?: string | null
          created_at?: string
          email: string
          fbclid?: string | null
          first_contact_at?: string | null
          first_name: string
          gclid?: string | null
          id?: string
          landing_page?: string | null
          last_name: string
          lead_source: Database["public"]["Enums"]["lead_source"]
          note?: string | null
          notice_version?: string | null
          phone: string
          referrer?: string | null
          search_text?: never
          status?: Database["public"]["Enums"]["lead_status"]
          status_changed_at?: string | null
          status_changed_by?: string | null
          submission_id?: string
          utm_campaign?: string | null
          utm_content?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          utm_term?: string | null
        }
        Update: {
          ad_consent?: boolean | null
          ad_consent_at?: string | null
          attribution_known?: boolean
          company_name?: string | null
          created_at?: string
          email?: string
          fbclid?: string | null
          first_contact_at?: string | null
          first_name?: string
          gclid?: string | null
          id?: string
          landing_page?: string | null
          last_name?: string
          lead_source?: Database["public"]["Enums"]["lead_source"]
          note?: string | null
          notice_version?: string | null
          phone?: string
          referrer?: string | null
          search_text?: never
          status?: Database["public"]["Enums"]["lead_status"]
          status_changed_at?: string | null
          status_changed_by?: string | null
          submission_id?: string
          utm_campaign?: string | null
          utm_content?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          utm_term?: string | null
        }
        Relationships: []
      }
      pdf_downloads: {
        Row: {
          created_at: string
          email: string
          id: string
          ip_address: string
          lastname: string
          name: string
          pdf_type: string
          user_agent: string | null
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          ip_address?: string
          lastname: string
          name: string
          pdf_type: string
          user_agent?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          ip_address?: string
          lastname?: string
          name?: string
          pdf_type?: string
          user_agent?: string | null
        }
        Relationships: []
      }
      person_requests: {
        Row: {
          action: string
          admin_id: string | null
          at: string
          downloads: number
          id: number
          leads: number
        }
        Insert: {
          action: string
          admin_id?: string | null
          at?: string
          downloads: number
          id?: never
          leads: number
        }
        Update: {
          action?: string
          admin_id?: string | null
          at?: string
          downloads?: number
          id?: never
          leads?: number
        }
        Relationships: []
      }
      policy_report_days: {
        Row: {
          blocked: string
          day: string
          directive: string
          last_at: string
          page: string
          reports: number
        }
        Insert: {
          blocked: string
          day: string
          directive: string
          last_at: string
          page: string
          reports: number
        }
        Update: {
          blocked?: string
          day?: string
          directive?: string
          last_at?: string
          page?: string
          reports?: number
        }
        Relationships: []
      }
      push_subscriptions: {
        Row: {
          auth: string
          created_at: string
          device: string
          endpoint: string
          id: string
          p256dh: string
          user_id: string
        }
        Insert: {
          auth: string
          created_at?: string
          device?: string
          endpoint: string
          id?: string
          p256dh: string
          user_id: string
        }
        Update: {
          auth?: string
          created_at?: string
          device?: string
          endpoint?: string
          id?: string
          p256dh?: string
          user_id?: string
        }
        Relationships: []
      }
      retention_runs: {
        Row: {
          download_cutoff: string
          downloads_erased: number
          id: number
          lead_cutoff: string
          leads_erased: number
          ran_at: string
          registrations_erased: number
        }
        Insert: {
          download_cutoff: string
          downloads_erased: number
          id?: never
          lead_cutoff: string
          leads_erased: number
          ran_at?: string
          registrations_erased?: number
        }
        Update: {
          download_cutoff?: string
          downloads_erased?: number
          id?: never
          lead_cutoff?: string
          leads_erased?: number
          ran_at?: string
          registrations_erased?: number
        }
        Relationships: []
      }
      traffic_days: {
        Row: {
          campaign: string
          day: string
          device: string
          first: boolean
          medium: string
          route: string
          source: string
          views: number
        }
        Insert: {
          campaign: string
          day: string
          device: string
          first: boolean
          medium: string
          route: string
          source: string
          views: number
        }
        Update: {
          campaign?: string
          day?: string
          device?: string
          first?: boolean
          medium?: string
          route?: string
          source?: string
          views?: number
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Insert: {
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Update: {
          role?: Database["public"]["Enums"]["app_role"]
          user_id?: string
        }
        Relationships: []
      }
      vital_days: {
        Row: {
          bucket: number
          day: string
          device: string
          metric: string
          route: string
          samples: number
        }
        Insert: {
          bucket: number
          day: string
          device: string
          metric: string
          route: string
          samples: number
        }
        Update: {
          bucket?: number
          day?: string
          device?: string
          metric?: string
          route?: string
          samples?: number
        }
        Relationships: []
      }
    }
    Views: {
      pg_all_foreign_keys: {
        Row: {
          fk_columns: unknown[] | null
          fk_constraint_name: unknown
          fk_schema_name: unknown
          fk_table_name: unknown
          fk_table_oid: unknown
          is_deferrable: boolean | null
          is_deferred: boolean | null
          match_type: string | null
          on_delete: string | null
          on_update: string | null
          pk_columns: unknown[] | null
          pk_constraint_name: unknown
          pk_index_name: unknown
          pk_schema_name: unknown
          pk_table_name: unknown
          pk_table_oid: unknown
        }
        Relationships: []
      }
      tap_funky: {
        Row: {
          args: string | null
          is_definer: boolean | null
          is_strict: boolean | null
          is_visible: boolean | null
          kind: unknown
          langoid: unknown
          name: unknown
          oid: unknown
          owner: unknown
          returns: string | null
          returns_set: boolean | null
          schema: unknown
          volatility: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      _cleanup: { Args: Record<PropertyKey, never>; Returns: boolean }
      _contract_on: { Args: { "": string }; Returns: unknown }
      _currtest: { Args: Record<PropertyKey, never>; Returns: number }
      _db_privs: { Args: Record<PropertyKey, never>; Returns: unknown[] }
      _extensions: { Args: Record<PropertyKey, never>; Returns: unknown[] }
      _get: { Args: { "": string }; Returns: number }
      _get_latest: { Args: { "": string }; Returns: number[] }
      _get_note: { Args: { "": string }; Returns: string }
      _is_verbose: { Args: Record<PropertyKey, never>; Returns: boolean }
      _prokind: { Args: { p_oid: unknown }; Returns: unknown }
      _query: { Args: { "": string }; Returns: string }
      _refine_vol: { Args: { "": string }; Returns: string }
      _table_privs: { Args: Record<PropertyKey, never>; Returns: unknown[] }
      _temptypes: { Args: { "": string }; Returns: string }
      _todo: { Args: Record<PropertyKey, never>; Returns: string }
      apply_retention: { Args: { as_of?: string }; Returns: Json }
      article_listing: {
        Args: {
          category?: Database["public"]["Enums"]["article_category"]
          column_size?: number
          latest_size?: number
          search?: string
        }
        Returns: Json
      }
      cancel_registration: {
        Args: { as_of?: string; registration: string }
        Returns: Json
      }
      claim_event_notices: {
        Args: { at: string; max_rows?: number }
        Returns: Json
      }
      claim_event_reminders: {
        Args: { at: string; day_end: string; day_start: string }
        Returns: Json
      }
      claim_morning_digest: {
        Args: {
          at: string
          day: string
          day_end: string
          day_start: string
          overdue_hours?: number
        }
        Returns: Json
      }
      claim_site_rebuild: { Args: { requested: string }; Returns: boolean }
      col_is_null:
        | {
            Args: {
              column_name: unknown
              description?: string
              schema_name: unknown
              table_name: unknown
            }
            Returns: string
          }
        | {
            Args: {
              column_name: unknown
              description?: string
              table_name: unknown
            }
            Returns: string
          }
      col_not_null:
        | {
            Args: {
              column_name: unknown
              description?: string
              schema_name: unknown
              table_name: unknown
            }
            Returns: string
          }
        | {
            Args: {
              column_name: unknown
              description?: string
              table_name: unknown
            }
            Returns: string
          }
      content_due_for_rebuild: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      content_preview_draft: {
        Args: { p_key: string }
        Returns: {
          draft: Json
          key: string
          kind: string
          title: string
        }[]
      }
      dearmor: { Args: { "": string }; Returns: string }
      diag:
        | {
            Args: { msg: unknown }
            Returns: {
              error: true
            } & "Could not choose the best candidate function between: public.diag(msg => text), public.diag(msg => anyelement). Try renaming the parameters or the function itself in the database so function overloading can be resolved"
          }
        | {
            Args: { msg: string }
            Returns: {
              error: true
            } & "Could not choose the best candidate function between: public.diag(msg => text), public.diag(msg => anyelement). Try renaming the parameters or the function itself in the database so function overloading can be resolved"
          }
      diag_test_name: { Args: { "": string }; Returns: string }
      do_tap:
        | { Args: Record<PropertyKey, never>; Returns: string[] }
        | { Args: { "": string }; Returns: string[] }
      drop_push_subscription: { Args: { endpoint: string }; Returns: undefined }
      erase_person: { Args: { email?: string; phone?: string }; Returns: Json }
      event_counts: {
        Args: { event_ids: string[] }
        Returns: {
          event_id: string
          taken: number
          waiting: number
        }[]
      }
      event_listing: {
        Args: { as_of?: string; max_events?: number }
        Returns: {
          address: string
          audience: Database["public"]["Enums"]["event_audience"]
          city: string
          description: string
          ends_at: string
          id: string
          online: boolean
          previous_starts_at: string
          registration_open: boolean
          seats: number
          seats_left: number
          starts_at: string
          status: Database["public"]["Enums"]["event_status"]
          title: string
          updated_at: string
          waiting: boolean
        }[]
      }
      event_registration_list: {
        Args: {
          after_created?: string
          after_id?: string
          event: string
          max_rows?: number
        }
        Returns: {
          attended: boolean
          created_at: string
          email: string
          first_name: string
          last_name: string
          lead_id: string
          people: number
          phone: string
          promoted_at: string
          pupil_class: string
          registration_id: string
          state: Database["public"]["Enums"]["registration_state"]
        }[]
      }
      fail:
        | { Args: Record<PropertyKey, never>; Returns: string }
        | { Args: { "": string }; Returns: string }
      findfuncs: { Args: { "": string }; Returns: string[] }
      finish: { Args: { exception_on_failure?: boolean }; Returns: string[] }
      finish_morning_digest: {
        Args: { at?: string; day: string; sent: boolean }
        Returns: undefined
      }
      forget_push_subscription: { Args: { endpoint: string }; Returns: boolean }
      gen_random_uuid: { Args: Record<PropertyKey, never>; Returns: string }
      gen_salt: { Args: { "": string }; Returns: string }
      has_unique: { Args: { "": string }; Returns: string }
      in_todo: { Args: Record<PropertyKey, never>; Returns: boolean }
      inbox_leads: {
        Args: {
          form?: Database["public"]["Enums"]["lead_source"]
          page_offset?: number
          page_size?: number
          received_before?: string
          received_from?: string
          search?: string
          source?: string
          status?: Database["public"]["Enums"]["lead_status"]
          with_total?: boolean
        }
        Returns: Json
      }
      intake_lead: {
        Args: {
          client: string
          confirm_per_address?: number
          confirm_per_mailbox?: number
          dedupe_seconds?: number
          lead: Json
          max_per_window: number
          per_address_day?: number
          per_person?: number
          per_person_day?: number
          window_seconds: number
        }
        Returns: Json
      }
      is_empty: { Args: { "": string }; Returns: string }
      isnt_empty: { Args: { "": string }; Returns: string }
      lead_reports: {
        Args: {
          at?: string
          period_from: string
          period_to: string
          weeks: Json
        }
        Returns: Json
      }
      lives_ok: { Args: { "": string }; Returns: string }
      no_plan: { Args: Record<PropertyKey, never>; Returns: boolean[] }
      num_failed: { Args: Record<PropertyKey, never>; Returns: number }
      os_name: { Args: Record<PropertyKey, never>; Returns: string }
      page_event_totals: {
        Args: { days?: number }
        Returns: {
          accepted: number
          day: string
          dropped: number
        }[]
      }
      pass:
        | { Args: Record<PropertyKey, never>; Returns: string }
        | { Args: { "": string }; Returns: string }
      person_history: { Args: { lead_id: string }; Returns: Json }
      person_records: {
        Args: { email?: string; phone?: string; purpose?: string }
        Returns: Json
      }
      pg_version: { Args: Record<PropertyKey, never>; Returns: string }
      pg_version_num: { Args: Record<PropertyKey, never>; Returns: number }
      pgp_armor_headers: {
        Args: { "": string }
        Returns: Record<string, unknown>[]
      }
      pgtap_version: { Args: Record<PropertyKey, never>; Returns: number }
      pictures_to_sweep: {
        Args: Record<PropertyKey, never>
        Returns: {
          bucket: string
          name: string
        }[]
      }
      privacy_notice_facts: {
        Args: Record<PropertyKey, never>
        Returns: {
          revision: number
          since: string
        }[]
      }
      publish_content: {
        Args: { document: string; from_revision: number; live_at?: string }
        Returns: number
      }
      published_content: {
        Args: Record<PropertyKey, never>
        Returns: {
          data: Json
          key: string
          kind: string
          number: number
        }[]
      }
      published_placeholders: {
        Args: Record<PropertyKey, never>
        Returns: {
          key: string
          path: string
          supply: string
        }[]
      }
      push_targets: {
        Args: Record<PropertyKey, never>
        Returns: {
          auth: string
          endpoint: string
          p256dh: string
        }[]
      }
      record_download: {
        Args: {
          client: string
          confirm_per_address?: number
          confirm_per_mailbox?: number
          dedupe_seconds?: number
          download: Json
          max_per_window: number
          per_address_day?: number
          per_person?: number
          per_person_day?: number
          window_seconds: number
        }
        Returns: Json
      }
      record_page_events: {
        Args: { client: string; events: Json }
        Returns: number
      }
      record_site_build_end: {
        Args: {
          build: number
          document?: string
          failure?: string
          succeeded: boolean
        }
        Returns: boolean
      }
      record_site_build_start: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      register_for_event: {
        Args: {
          as_of?: string
          client: string
          confirm_per_address?: number
          confirm_per_mailbox?: number
          dedupe_seconds?: number
          lead: Json
          max_per_window: number
          per_address_day?: number
          per_address_seats?: number
          per_person?: number
          per_person_day?: number
          registration: Json
          window_seconds: number
        }
        Returns: Json
      }
      registration_mail: { Args: { registration_ids: string[] }; Returns: Json }
      release_event_notice: { Args: { notice: number }; Returns: undefined }
      release_event_reminder: {
        Args: { registration: string }
        Returns: undefined
      }
      request_site_rebuild: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      restore_article_version: {
        Args: { article: string; version: number }
        Returns: number
      }
      restore_content_version: {
        Args: { document: string; from_revision: number; version: number }
        Returns: number
      }
      restore_event_version: {
        Args: { event: string; version: number }
        Returns: number
      }
      roll_up_page_events: { Args: { as_of?: string }; Returns: Json }
      runtests:
        | { Args: Record<PropertyKey, never>; Returns: string[] }
        | { Args: { "": string }; Returns: string[] }
      save_content_draft: {
        Args: { document: string; draft: Json; from_revision: number }
        Returns: number
      }
      save_push_subscription: {
        Args: {
          auth: string
          device?: string
          endpoint: string
          p256dh: string
        }
        Returns: string
      }
      site_build_status: {
        Args: Record<PropertyKey, never>
        Returns: {
          last_good_at: string
          latest_document: string
          latest_failure: string
          latest_finished_at: string
          latest_id: number
          latest_outcome: string
          latest_started_at: string
          requested_at: string
          sent_at: string
        }[]
      }
      skip:
        | { Args: { "": string }; Returns: string }
        | { Args: { how_many: number; why: string }; Returns: string }
      throws_ok: { Args: { "": string }; Returns: string }
      todo:
        | { Args: { how_many: number }; Returns: boolean[] }
        | { Args: { how_many: number; why: string }; Returns: boolean[] }
        | { Args: { why: string }; Returns: boolean[] }
        | { Args: { how_many: number; why: string }; Returns: boolean[] }
      todo_end: { Args: Record<PropertyKey, never>; Returns: boolean[] }
      todo_start:
        | { Args: Record<PropertyKey, never>; Returns: boolean[] }
        | { Args: { "": string }; Returns: boolean[] }
      traffic_reports: {
        Args: {
          at?: string
          period_from: string
          period_to: string
          policy_days?: number
          speed_days?: number
          weeks: Json
        }
        Returns: Json
      }
    }
    Enums: {
      app_role: "admin"
      article_category: "education" | "work"
      article_status: "draft" | "published"
      event_audience: "pupils" | "parents" | "schools" | "everyone"
      event_status: "scheduled" | "rescheduled" | "cancelled"
      lead_source:
        | "students_cta_form"
        | "foreis_cta_form"
        | "mixanografika_contact_form"
        | "university_contact_form"
        | "seminaria_signup_form"
        | "imerides_registration_form"
      lead_status: "new" | "contacted" | "done"
      registration_state: "confirmed" | "waiting" | "cancelled"
    }
    CompositeTypes: {
      _time_trial_type: {
        a_time: number | null
      }
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      app_role: ["admin"],
      article_category: ["education", "work"],
      article_status: ["draft", "published"],
      event_audience: ["pupils", "parents", "schools", "everyone"],
      event_status: ["scheduled", "rescheduled", "cancelled"],
      lead_source: [
        "students_cta_form",
        "foreis_cta_form",
        "mixanografika_contact_form",
        "university_contact_form",
        "seminaria_signup_form",
        "imerides_registration_form",
      ],
      lead_status: ["new", "contacted", "done"],
      registration_state: ["confirmed", "waiting", "cancelled"],
    },
  },
} as const
