// The list of activity posts, its filter tabs and cards come with the activities issue.
export function ActivitiesPage() {
  return (
    <div className="page">
      <h1>Activities</h1>
      <p className="page__lead">Our events, meetings, stories and celebrations will be listed here.</p>
    </div>
  );
}
