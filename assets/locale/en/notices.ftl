# Messages about the files the game keeps (settings, statistics, the game in
# progress). $reason is the system's own text and stays as it came.
notices-unreadable = Could not read { $file } ({ $reason }); using defaults.
notices-damaged-kept = { $file } was damaged ({ $reason }). It is kept as { $aside }, and defaults are in use.
notices-damaged = { $file } was damaged ({ $reason }) and could not be moved aside. Defaults are in use.
notices-not-saved = { $what ->
    [settings] Could not save the settings
    [statistics] Could not save the statistics
   *[game] Could not save the game in progress
}: { $reason }
notices-save-unusable-kept = The saved game cannot be continued ({ $reason }). It is kept as { $aside }.
notices-save-unusable = The saved game cannot be continued ({ $reason }).
notices-not-written = { $file } could not be read nor moved aside, so it will not be written until the game restarts ({ $reason }).
notices-statistics-salvaged = The statistics were damaged and kept as { $aside }; recovered { $games } of { $games_found } recent games and { $tallies } of { $tallies_found } tallies.
notices-statistics-salvaged-in-place = The statistics were damaged and could not be moved aside; recovered { $games } of { $games_found } recent games and { $tallies } of { $tallies_found } tallies.
notices-game-open-elsewhere = The game in progress is open in another window. Games started here are not saved for continuing.
notices-sounds-unavailable = The sounds could not be loaded, so the game plays without sound. Restart to try again.
