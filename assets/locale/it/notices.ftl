# Messaggi sui file che il gioco conserva (impostazioni, statistiche, partita
# in corso). $reason è il testo del sistema e resta com'è.
notices-unreadable = Impossibile leggere { $file } ({ $reason }): si usano i valori predefiniti.
notices-damaged-kept = { $file } era danneggiato ({ $reason }). È conservato come { $aside } e si usano i valori predefiniti.
notices-damaged = { $file } era danneggiato ({ $reason }) e non è stato possibile spostarlo. Si usano i valori predefiniti.
notices-not-saved = { $what ->
    [settings] Impossibile salvare le impostazioni
    [statistics] Impossibile salvare le statistiche
   *[game] Impossibile salvare la partita in corso
}: { $reason }
notices-save-unusable-kept = La partita salvata non può essere ripresa ({ $reason }). È conservata come { $aside }.
notices-save-unusable = La partita salvata non può essere ripresa ({ $reason }).
notices-not-written = { $file } non si può leggere né mettere da parte: non verrà scritto fino al riavvio ({ $reason }).
notices-statistics-salvaged = Le statistiche erano danneggiate, conservate come { $aside }; recuperate { $games } delle { $games_found } partite recenti e { $tallies } dei { $tallies_found } conteggi.
notices-statistics-salvaged-in-place = Le statistiche erano danneggiate e non è stato possibile spostarle; recuperate { $games } delle { $games_found } partite recenti e { $tallies } dei { $tallies_found } conteggi.
notices-game-open-elsewhere = La partita in corso è aperta in un'altra finestra. Le partite iniziate qui non vengono salvate per essere riprese.
notices-sounds-unavailable = Non è stato possibile caricare i suoni: il gioco prosegue senza audio. Riavvia per riprovare.
