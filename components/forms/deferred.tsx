"use client";

/*
 * A form page's first load carries the form and react-hook-form, but not zod, the form's schema or
 * the toast library: those are fetched as soon as the visitor turns to the form (focus or
 * pointer), well before a submission needs them.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { SUBMISSION_FAILED } from "@/lib/http/outcome";

type ZodSchema = Parameters<typeof zodResolver>[0];

export type DeferredResolver<Values extends FieldValues, Output> = Resolver<Values, unknown, Output> & { preload: () => void };

/** A resolver validating with the schema that `loadSchema` fetches once, on first use or on `preload`. */
export function deferredZodResolver<Values extends FieldValues, Output>(
  loadSchema: () => Promise<ZodSchema>,
): DeferredResolver<Values, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= loadSchema().then(
      // The schemas take any record (API clients send numbers, booleans…); the form's values are one such record.
      (schema) => zodResolver(schema) as unknown as Resolver<Values, unknown, Output>,
      (error: unknown) => {
        loading = undefined; // a failed fetch (offline) is tried again on the next attempt
        throw error;
      },
    ));
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}

type ToastOptions = { toasterId: string; duration?: number };
type RenderToaster = (id: string) => ReactNode;

let renderLoadedToaster: RenderToaster | undefined;
const toasterWaiters = new Set<() => void>();

/** The toast code, fetched on first need; once it has arrived every DeferredToaster renders. */
async function loadToasts() {
  const toasts = await import("@/components/forms/FormToaster");
  if (!renderLoadedToaster) {
    renderLoadedToaster = (id) => <toasts.FormToaster id={id} />;
    for (const wake of toasterWaiters) wake();
  }
  return toasts;
}

function waitForToaster(wake: () => void) {
  toasterWaiters.add(wake);
  return () => void toasterWaiters.delete(wake);
}

/** Shows a toast; should the toast code be unreachable (offline), the browser's own alert says it instead. */
export async function showToast(kind: "success" | "error", message: string, options: ToastOptions) {
  try {
    const { toast } = await loadToasts();
    toast[kind](message, options);
  } catch {
    window.alert(message);
  }
}

/**
 * Where a page's form toasts appear, rendered once the visitor has turned to the form. If its code
 * cannot be fetched then, it appears with the first toast that can be (sonner replays active toasts).
 */
export function DeferredToaster({ id }: { id: string }) {
  const renderToaster = useSyncExternalStore(
    waitForToaster,
    () => renderLoadedToaster,
    () => undefined,
  );
  useEffect(() => void loadToasts().catch(() => undefined), []);
  return renderToaster ? renderToaster(id) : null;
}

const CANNOT_CHECK = `${SUBMISSION_FAILED}: the form could not be checked. Please check your connection and try again.`;

/**
 * Fetches a form's deferred code once the visitor turns to it. Spread `formProps` on the <form>,
 * submit through `submit` with react-hook-form's handler, and render the toaster once `engaged`.
 */
export function useDeferredFormCode<Values extends FieldValues, Output>(
  resolver: DeferredResolver<Values, Output>,
  toasterId: string,
) {
  const [engaged, setEngaged] = useState(false);

  function engage() {
    if (engaged) return;
    setEngaged(true);
    resolver.preload();
  }

  function submit(event: FormEvent<HTMLFormElement>, handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
    engage();
    // The forms' own submit handlers catch their failures, so this rejects only when the schema could
    // not be fetched; react-hook-form has then already cleared the busy state.
    handleSubmit(event).catch(() => showToast("error", CANNOT_CHECK, { toasterId }));
  }

  return { engaged, formProps: { onFocus: engage, onPointerDown: engage }, submit };
}
