// Types of the public schema, in the shape `supabase gen types typescript --local` produces.
// Written by `npm run db:types` from the migrations; never edited by hand.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      event_registrations: {
        Row: {
          company: string;
          created_at: string;
          email: string;
          event_name: string;
          full_name: string;
          id: string;
          job_title: string;
          lead_session: boolean;
          linkedin_url: string;
          why_attend: string;
        };
        Insert: {
          company: string;
          created_at?: string;
          email: string;
          event_name: string;
          full_name: string;
          id?: string;
          job_title: string;
          lead_session?: boolean;
          linkedin_url: string;
          why_attend: string;
        };
        Update: {
          company?: string;
          created_at?: string;
          email?: string;
          event_name?: string;
          full_name?: string;
          id?: string;
          job_title?: string;
          lead_session?: boolean;
          linkedin_url?: string;
          why_attend?: string;
        };
        Relationships: [];
      };
      leadership_labs_applications: {
        Row: {
          company: string;
          created_at: string;
          current_goals: string;
          email: string;
          full_name: string;
          id: string;
          job_title: string;
          linkedin_url: string;
        };
        Insert: {
          company: string;
          created_at?: string;
          current_goals: string;
          email: string;
          full_name: string;
          id?: string;
          job_title: string;
          linkedin_url: string;
        };
        Update: {
          company?: string;
          created_at?: string;
          current_goals?: string;
          email?: string;
          full_name?: string;
          id?: string;
          job_title?: string;
          linkedin_url?: string;
        };
        Relationships: [];
      };
      partnership_enquiries: {
        Row: {
          company: string;
          created_at: string;
          email: string;
          id: string;
          message: string;
          name: string;
        };
        Insert: {
          company: string;
          created_at?: string;
          email: string;
          id?: string;
          message: string;
          name: string;
        };
        Update: {
          company?: string;
          created_at?: string;
          email?: string;
          id?: string;
          message?: string;
          name?: string;
        };
        Relationships: [];
      };
      retreat_applications: {
        Row: {
          company: string;
          created_at: string;
          email: string;
          event_name: string;
          full_name: string;
          id: string;
          job_title: string;
          linkedin_url: string;
          why_apply: string;
        };
        Insert: {
          company: string;
          created_at?: string;
          email: string;
          event_name: string;
          full_name: string;
          id?: string;
          job_title: string;
          linkedin_url: string;
          why_apply: string;
        };
        Update: {
          company?: string;
          created_at?: string;
          email?: string;
          event_name?: string;
          full_name?: string;
          id?: string;
          job_title?: string;
          linkedin_url?: string;
          why_apply?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      is_email: { Args: { value: string }; Returns: boolean };
      is_filled: { Args: { max_length: number; value: string }; Returns: boolean };
      is_http_url: { Args: { value: string }; Returns: boolean };
      trim_blank: { Args: { value: string }; Returns: string };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];

export type TableName = keyof PublicSchema['Tables'];
export type Tables<T extends TableName> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends TableName> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends TableName> = PublicSchema['Tables'][T]['Update'];
