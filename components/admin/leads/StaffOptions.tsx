import { staffLabel, type NamedStaff } from "@/lib/staff/label";

/** The staff members as a select's options (value: their id), for every "assigned to" choice. */
export function StaffOptions({ staff }: { staff: NamedStaff[] }) {
  return staff.map((member) => (
    <option key={member.id} value={member.id}>
      {staffLabel(member)}
    </option>
  ));
}
