import { createContext, useContext } from 'react';

/**
 * True inside a form the admin may read but not change (FormPage sets it when the admin lacks
 * `update_<x>`): parts with their own write buttons (variant rows, a flash's products) hide them.
 */
export const ReadOnlyContext = createContext(false);

export const useReadOnly = () => useContext(ReadOnlyContext);
