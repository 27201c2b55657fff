export function App() {
  return (
    <main>
      <h1>Scenario Studio</h1>
      <p>Missions, location decks and skirmish scenarios — authored, checked, simulated and printed offline.</p>
    </main>
  );
}
