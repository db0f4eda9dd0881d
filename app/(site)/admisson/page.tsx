import type { Metadata } from "next";
import { CollegeDirectoryPage } from "@/components/sections/directory/CollegeDirectoryPage";
import { defaultDirectoryQuery } from "@/lib/colleges/directory";
import { collegeTabMetadata } from "@/lib/colleges/seo";

// The default view: B.Tech by NIRF rank, also served for ?tab=btech and for an unknown tab.
// Other tabs and filtered links reach their own routes through the rewrites in next.config.ts.
export const metadata: Metadata = collegeTabMetadata(defaultDirectoryQuery.tab);

export default function AdmissonPage() {
  return <CollegeDirectoryPage query={defaultDirectoryQuery} />;
}
