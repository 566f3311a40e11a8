import { createContext, useContext, type ReactNode } from 'react';
import type { TableName, TablesInsert } from '../backend/database.types';
import { prepareBackend } from '../backend/loadClient';
import { submitRow, type SubmitResult } from '../backend/submissions';

/** How a form's row leaves the page: the site inserts it with the backend; stories may answer in its place. */
export interface FormSending {
  send<T extends TableName>(table: T, row: TablesInsert<T>): Promise<SubmitResult>;
  /** Called when a visitor starts on a form: the backend's code can be fetched while they fill it in. */
  prepare?(): void;
}

const backendSending: FormSending = {
  send: (table, row) => submitRow(table, row),
  prepare: prepareBackend,
};

const FormSendingContext = createContext<FormSending>(backendSending);

export function FormSendingProvider({ value, children }: { value: FormSending; children: ReactNode }) {
  return <FormSendingContext.Provider value={value}>{children}</FormSendingContext.Provider>;
}

export const useFormSending = () => useContext(FormSendingContext);
