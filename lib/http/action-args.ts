/**
 * The small schemas the server actions' argument tuples are made of (lib/http/action.ts parses
 * them before the command runs). Commands still check what their values mean (an id that names no
 * row is their 404); these only refuse what is not even the right kind of value.
 */
import { z } from "zod";

/** The longest id any table uses (cuids, Meta's form ids, session ids), with room to spare. */
const ID_MAX = 128;

/** A row's id as the browser has it. */
export const recordId = z.string().min(1).max(ID_MAX);

/** The version of a row the browser was showing (optimistic concurrency). */
export const rowVersion = z.number().int().nonnegative();

/** A form's values, parsed by the command with its own schema (not twice). */
export const formValues = z.unknown();

/** A form as the browser posted it, files included. */
export const formData = z.instanceof(FormData);

/** A switch: on or off. */
export const flag = z.boolean();

/** Free text, its limits checked by the command. */
export const text = z.string();

/** No arguments at all. */
export const noArgs = z.tuple([]);
