/** The staff members as a select's options (value: their id), for every "assigned to" choice. */
export function StaffOptions({ staff }: { staff: { id: string; name: string }[] }) {
  return staff.map((member) => (
    <option key={member.id} value={member.id}>
      {member.name}
    </option>
  ));
}
