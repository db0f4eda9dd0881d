/** The lead intake's scheduled work (lib/jobs): deliveries left behind, and Meta's reconciliation. */
import type { Job } from "@/lib/jobs/job";
import { sweepDeliveries } from "./deliveries";
import { reconcileMeta } from "./meta/reconcile";

export const intakeDeliveriesJob: Job = {
  name: "intake-deliveries",
  everyMs: 60_000,
  exclusive: true,
  run: () => sweepDeliveries(),
};

export const metaReconcileJob: Job = {
  name: "meta-reconcile",
  everyMs: 15 * 60_000,
  exclusive: true,
  run: () => reconcileMeta(),
};
