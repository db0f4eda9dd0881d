export default function refuseForeignDatabase(): Promise<void>;
